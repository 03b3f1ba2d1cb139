/* toolcalls._scan: the searches CPython has no fast C path for, vectorized.
 *
 * - firsts(text, chars, start=0): the first offset at or after start of each character of
 *   chars (-1 where it does not occur). str.find costs one memchr per character; here one
 *   pass over the text tests every character at once (a 16-entry table per nibble, looked up
 *   with AVX2's byte shuffle: the cost does not grow with the number of characters),
 *   restarted after each character found, without it.
 * - Needles(needles, layout).first(text, start=0): the first offset of each of any number of
 *   needles (a plan's markers, a hundred and more), in one pass: each needle looked for by
 *   a pair of its neighbours in one of eight buckets (nibble tables, as firsts), checked
 *   whole only where a bucket's pair may stand. str.find costs a pass per needle.
 *
 * The finder uses 128-bit vectors (SSE4.1), firsts 256-bit ones (AVX2): on the Xeon the bench
 * runs on, some 10 us of 256-bit work in a row (a few passes over 100 KB, and glibc's memchr
 * alike) slows the code that follows by 25 to 35 us (a frequency or power transition);
 * 128-bit passes cost 1.5 times as much and slow nothing (docs/performance.md).
 *
 * On a CPU with AVX2, firsts runs the vector path on texts of one byte a character (ASCII and
 * Latin-1: CPython's compact strings), the finder on texts of any width (a character of 255
 * or more read as 255 by the tables, then told apart by the comparison). Otherwise firsts asks
 * CPython (PyUnicode_FindChar), so its answers are str.find's everywhere, and the finder
 * answers None (its caller reads the text another way: a find per needle would cost a pass
 * per needle). SIMD says which path runs. toolcalls.toolkit.chars wraps them, with a Python
 * fallback where this module is not built.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define TC_X86 1
#include <immintrin.h>
#endif

static int use_avx2 = 0;

/* The nibble tables of a set of bytes: byte b is in the set when lo[b & 15] & hi[b >> 4] is not
 * zero. Each distinct high nibble gets a bit, so at most 8 of them (0: the set does not fit). */
static int
nibble_tables(const Py_UCS4 *set, Py_ssize_t k, uint8_t lo[16], uint8_t hi[16])
{
    int bit_of[16];
    int bits = 0;
    memset(lo, 0, 16);
    memset(hi, 0, 16);
    for (int h = 0; h < 16; h++) {
        bit_of[h] = -1;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        Py_UCS4 c = set[j];
        int h = (int)(c >> 4);
        if (bit_of[h] < 0) {
            if (bits == 8) {
                return 0;
            }
            bit_of[h] = bits++;
        }
        lo[c & 15] |= (uint8_t)(1u << bit_of[h]);
        hi[h] |= (uint8_t)(1u << bit_of[h]);
    }
    return 1;
}

#ifdef TC_X86
/* per byte: zero where it is not in the set (see nibble_tables) */
__attribute__((target("avx2"))) static inline __m256i
in_set(__m256i v, __m256i lt, __m256i ht, __m256i low)
{
    return _mm256_and_si256(_mm256_shuffle_epi8(lt, _mm256_and_si256(v, low)),
                            _mm256_shuffle_epi8(ht, _mm256_and_si256(_mm256_srli_epi16(v, 4), low)));
}

__attribute__((target("avx2"))) static Py_ssize_t
first_in_set(const uint8_t *s, Py_ssize_t i, Py_ssize_t n, const uint8_t lo[16],
             const uint8_t hi[16])
{
    const __m256i lt = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)lo));
    const __m256i ht = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)hi));
    const __m256i low = _mm256_set1_epi8(0x0f);
    const __m256i zero = _mm256_setzero_si256();
    for (; i + 128 <= n; i += 128) {
        __m256i m0 = in_set(_mm256_loadu_si256((const __m256i *)(s + i)), lt, ht, low);
        __m256i m1 = in_set(_mm256_loadu_si256((const __m256i *)(s + i + 32)), lt, ht, low);
        __m256i m2 = in_set(_mm256_loadu_si256((const __m256i *)(s + i + 64)), lt, ht, low);
        __m256i m3 = in_set(_mm256_loadu_si256((const __m256i *)(s + i + 96)), lt, ht, low);
        __m256i any = _mm256_or_si256(_mm256_or_si256(m0, m1), _mm256_or_si256(m2, m3));
        if (!_mm256_testz_si256(any, any)) {
            break; /* the 32 bytes that hold it, below */
        }
    }
    for (; i + 32 <= n; i += 32) {
        __m256i m = in_set(_mm256_loadu_si256((const __m256i *)(s + i)), lt, ht, low);
        uint32_t found = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(m, zero));
        if (found) {
            return i + __builtin_ctz(found);
        }
    }
    for (; i < n; i++) {
        if (lo[s[i] & 15] & hi[s[i] >> 4]) {
            return i;
        }
    }
    return -1;
}

/* in_set on 16 bytes (SSSE3's byte shuffle) */
__attribute__((target("ssse3"))) static inline __m128i
in_set16(__m128i v, __m128i lt, __m128i ht, __m128i low)
{
    return _mm_and_si128(_mm_shuffle_epi8(lt, _mm_and_si128(v, low)),
                         _mm_shuffle_epi8(ht, _mm_and_si128(_mm_srli_epi16(v, 4), low)));
}

#endif

/* str.find's reading of a start offset: negative counts from the end. */
static Py_ssize_t
clamp_start(Py_ssize_t start, Py_ssize_t n)
{
    if (start < 0) {
        start += n;
        if (start < 0) {
            start = 0;
        }
    }
    return start;
}

/* The arguments (text: str, other: str, start: int = 0), as PyArg_ParseTuple's "UU|n" reads
 * them, without building a tuple (METH_FASTCALL). */
static int
read_args(const char *name, PyObject *const *args, Py_ssize_t nargs, PyObject **text,
          PyObject **other, Py_ssize_t *start)
{
    if (nargs < 2 || nargs > 3) {
        PyErr_Format(PyExc_TypeError, "%s() takes 2 or 3 arguments (%zd given)", name, nargs);
        return 0;
    }
    if (!PyUnicode_Check(args[0]) || !PyUnicode_Check(args[1])) {
        PyErr_Format(PyExc_TypeError, "%s() takes two str arguments", name);
        return 0;
    }
    *text = args[0];
    *other = args[1];
    *start = 0;
    if (nargs == 3) {
        *start = PyNumber_AsSsize_t(args[2], PyExc_OverflowError);
        if (*start == -1 && PyErr_Occurred()) {
            return 0;
        }
    }
    return 1;
}

static PyObject *
scan_firsts(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *text, *chars;
    Py_ssize_t start;
    if (!read_args("firsts", args, nargs, &text, &chars, &start)) {
        return NULL;
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t k = PyUnicode_GET_LENGTH(chars);
    start = clamp_start(start, n);
    Py_ssize_t found[64];
    Py_ssize_t *at = k <= 64 ? found : PyMem_New(Py_ssize_t, k);
    if (at == NULL) {
        return PyErr_NoMemory();
    }
    int kind = PyUnicode_KIND(chars);
    const void *data = PyUnicode_DATA(chars);
    int done = 0;
#ifdef TC_X86
    if (use_avx2 && PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND && k <= 64) {
        /* The characters still looked for, one pass restarted after each one found. */
        Py_UCS4 left[64];
        Py_ssize_t nleft = 0;
        for (Py_ssize_t j = 0; j < k; j++) {
            Py_UCS4 c = PyUnicode_READ(kind, data, j);
            at[j] = -1;
            int seen = 0;
            for (Py_ssize_t q = 0; q < nleft; q++) {
                seen |= left[q] == c;
            }
            if (c < 256 && !seen) {
                left[nleft++] = c;
            }
        }
        const uint8_t *s = PyUnicode_1BYTE_DATA(text);
        Py_ssize_t pos = start;
        uint8_t lo[16], hi[16];
        done = 1;
        while (nleft > 0 && pos < n) {
            if (nleft == 1) { /* one character: memchr is faster than the table */
                Py_ssize_t p = PyUnicode_FindChar(text, left[0], pos, n, 1);
                for (Py_ssize_t j = 0; p >= 0 && j < k; j++) {
                    if (PyUnicode_READ(kind, data, j) == left[0]) {
                        at[j] = p;
                    }
                }
                break;
            }
            if (!nibble_tables(left, nleft, lo, hi)) {
                done = 0; /* more than 8 high nibbles: CPython, per character */
                break;
            }
            Py_ssize_t p = first_in_set(s, pos, n, lo, hi);
            if (p < 0) {
                break;
            }
            Py_UCS4 c = s[p];
            for (Py_ssize_t j = 0; j < k; j++) {
                if (PyUnicode_READ(kind, data, j) == c) {
                    at[j] = p;
                }
            }
            for (Py_ssize_t q = 0; q < nleft; q++) {
                if (left[q] == c) {
                    left[q] = left[--nleft];
                    break;
                }
            }
            pos = p + 1;
        }
    }
#endif
    if (!done) {
        for (Py_ssize_t j = 0; j < k; j++) {
            at[j] = start >= n ? -1
                               : PyUnicode_FindChar(text, PyUnicode_READ(kind, data, j), start,
                                                    n, 1);
            if (at[j] == -2) {
                if (at != found) {
                    PyMem_Free(at);
                }
                return NULL;
            }
        }
    }
    PyObject *result = PyList_New(k);
    for (Py_ssize_t j = 0; result != NULL && j < k; j++) {
        PyObject *item = PyLong_FromSsize_t(at[j]);
        if (item == NULL) {
            Py_CLEAR(result);
            break;
        }
        PyList_SET_ITEM(result, j, item);
    }
    if (at != found) {
        PyMem_Free(at);
    }
    return result;
}


/* Needles(needles, layout).first(text, start=0): {x: text.find(x, start) for each needle x
 * that occurs}, in one pass over the text (None without AVX2), a scan in the manner of Teddy
 * (Langdale's algorithm in Hyperscan, read from its description). Each needle is looked for by one pair of neighbours and put in one of
 * eight buckets, both chosen once for a set of needles (``layout``: two bytes a needle, the
 * pair's offset in it and the bucket; toolcalls.toolkit.chars.layout). A bucket's pairs share
 * its bit in the nibble tables of both bytes; a place the tables let through is dropped
 * unless its pair is some needle's (a bit table of every pair), and then checked against the
 * needles of that pair (sorted by pair: a binary search). A needle of one character is looked
 * for by that character followed by anything. A needle found leaves the tables. */
#ifdef TC_X86
typedef struct {
    const void *p;       /* the needle's characters, ``kind`` bytes each */
    int kind;
    Py_ssize_t m, off;
    PyObject *needle;    /* borrowed from the Needles' tuple */
    uint64_t head, mask; /* a needle of one byte a character: its first 8 bytes, masked */
    unsigned key;        /* its pair narrowed, a << 8 | b; a needle of one character: a << 8 */
    uint8_t a, b;
    int bucket;
} Word;

/* The words looked for in a text of one kind: those that can occur in it, by pair. */
typedef struct {
    Py_ssize_t count;   /* words */
    Py_ssize_t singles; /* words[0:singles]: those of one character; the rest by key */
    Word *words;
    uint8_t exact[8192]; /* bit key: a word's pair, or a single's character and anything */
} WordSet;
#endif

typedef struct {
    PyObject_HEAD
    PyObject *needles; /* the tuple */
#ifdef TC_X86
    WordSet one;  /* for texts of one byte a character: the needles of one byte a character */
    WordSet two;  /* for texts of two: the needles of one or two */
    WordSet four; /* for texts of four: every needle */
#endif
} Needles;

#ifdef TC_X86
/* A character as the pass reads it: itself below 255, else 255 (the vector path saturates). */
static inline uint8_t
narrow(Py_UCS4 c)
{
    return c < 255 ? (uint8_t)c : 255;
}

static inline Py_UCS4
char_at(const void *s, int kind, Py_ssize_t i)
{
    return kind == 1   ? ((const uint8_t *)s)[i]
           : kind == 2 ? ((const uint16_t *)s)[i]
                       : ((const uint32_t *)s)[i];
}

static void
word_tables(const WordSet *set, const char *done, uint8_t tables[4][16])
{
    memset(tables, 0, 4 * 16);
    for (Py_ssize_t j = 0; j < set->count; j++) {
        const Word *w = &set->words[j];
        if (done[j]) {
            continue;
        }
        uint8_t bit = (uint8_t)(1u << w->bucket);
        tables[0][w->a & 15] |= bit;
        tables[1][w->a >> 4] |= bit;
        if (w->m == 1) {
            for (int t = 0; t < 16; t++) {
                tables[2][t] |= bit;
                tables[3][t] |= bit;
            }
        }
        else {
            tables[2][w->b & 15] |= bit;
            tables[3][w->b >> 4] |= bit;
        }
    }
}

/* Whether word x begins at ``from`` in a text of ``kind`` (its pair already agrees). */
static inline int
word_at(const void *s, int kind, Py_ssize_t n, Py_ssize_t from, const Word *x)
{
    if (kind == 1) { /* so is the word */
        const uint8_t *t = (const uint8_t *)s + from;
        const uint8_t *p = x->p;
        if (from + 8 <= n) {
            uint64_t v;
            memcpy(&v, t, 8);
            return (v & x->mask) == x->head
                   && (x->m <= 8 || memcmp(t + 8, p + 8, (size_t)(x->m - 8)) == 0);
        }
        return memcmp(t, p, (size_t)x->m) == 0;
    }
    for (Py_ssize_t i = 0; i < x->m; i++) {
        if (char_at(s, kind, from + i) != char_at(x->p, x->kind, i)) {
            return 0;
        }
    }
    return 1;
}

/* Check the words whose pair stands at q (q + 1 < n: a pair; else one character); each one
 * found goes into ``found`` and is done. Returns how many were found (-1: out of memory). */
static Py_ssize_t
check_words(const WordSet *set, const void *s, int kind, Py_ssize_t n, Py_ssize_t start,
            Py_ssize_t q, char *done, PyObject *found)
{
    const Word *w = set->words;
    uint8_t a = narrow(char_at(s, kind, q));
    Py_ssize_t got = 0;
    Py_ssize_t lo = 0, hi = 0;
    if (q + 1 < n) {
        unsigned key = (unsigned)a << 8 | narrow(char_at(s, kind, q + 1));
        if (set->exact[key >> 3] >> (key & 7) & 1) {
            lo = set->singles;
            hi = set->count;
            while (lo < hi) { /* the first word of that pair */
                Py_ssize_t mid = (lo + hi) / 2;
                if (w[mid].key < key) {
                    lo = mid + 1;
                }
                else {
                    hi = mid;
                }
            }
            for (hi = lo; hi < set->count && w[hi].key == key; hi++) {
            }
        }
    }
    for (int part = 0; part < 2; part++) {
        Py_ssize_t first = part ? lo : 0, last = part ? hi : set->singles;
        for (Py_ssize_t j = first; j < last; j++) {
            const Word *x = &w[j];
            Py_ssize_t from = q - x->off;
            if (done[j] || a != x->a || from < start || from + x->m > n
                || !word_at(s, kind, n, from, x)) {
                continue;
            }
            PyObject *at = PyLong_FromSsize_t(from);
            if (at == NULL || PyDict_SetItem(found, x->needle, at) < 0) {
                Py_XDECREF(at);
                return -1;
            }
            Py_DECREF(at);
            done[j] = 1;
            got++;
        }
    }
    return got;
}

/* The 16 characters at q as the tables read them: bytes; wider characters narrowed. */
__attribute__((target("sse4.1"))) static inline __m128i
bytes_at(const void *s, int kind, Py_ssize_t q)
{
    if (kind == 1) {
        return _mm_loadu_si128((const __m128i *)((const uint8_t *)s + q));
    }
    if (kind == 2) {
        const uint16_t *t = (const uint16_t *)s + q;
        const __m128i top = _mm_set1_epi16(255);
        return _mm_packus_epi16(_mm_min_epu16(_mm_loadu_si128((const __m128i *)t), top),
                                _mm_min_epu16(_mm_loadu_si128((const __m128i *)(t + 8)), top));
    }
    const uint32_t *t = (const uint32_t *)s + q;
    const __m128i top = _mm_set1_epi32(255);
    __m128i a = _mm_min_epu32(_mm_loadu_si128((const __m128i *)t), top);
    __m128i b = _mm_min_epu32(_mm_loadu_si128((const __m128i *)(t + 4)), top);
    __m128i c = _mm_min_epu32(_mm_loadu_si128((const __m128i *)(t + 8)), top);
    __m128i d = _mm_min_epu32(_mm_loadu_si128((const __m128i *)(t + 12)), top);
    return _mm_packus_epi16(_mm_packus_epi32(a, b), _mm_packus_epi32(c, d));
}

__attribute__((target("sse4.1"), always_inline)) static inline int
find_words(const WordSet *set, const void *s, int kind, Py_ssize_t n, Py_ssize_t start,
           char *done, PyObject *found)
{
    const uint8_t *exact = set->exact;
    Py_ssize_t left = set->count;
    const __m128i low = _mm_set1_epi8(0x0f);
    const __m128i zero = _mm_setzero_si128();
    Py_ssize_t q = start;
    while (left > 0 && q < n) {
        uint8_t tables[4][16];
        word_tables(set, done, tables);
        const __m128i alo = _mm_loadu_si128((const __m128i *)tables[0]);
        const __m128i ahi = _mm_loadu_si128((const __m128i *)tables[1]);
        const __m128i blo = _mm_loadu_si128((const __m128i *)tables[2]);
        const __m128i bhi = _mm_loadu_si128((const __m128i *)tables[3]);
        int again = 0; /* a needle was found: the tables change, go on after it */
        for (; q + 33 <= n; q += 32) {
            __m128i hit0 = _mm_and_si128(in_set16(bytes_at(s, kind, q), alo, ahi, low),
                                         in_set16(bytes_at(s, kind, q + 1), blo, bhi, low));
            __m128i hit1 = _mm_and_si128(in_set16(bytes_at(s, kind, q + 16), alo, ahi, low),
                                         in_set16(bytes_at(s, kind, q + 17), blo, bhi, low));
            uint32_t mask = ~((uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hit0, zero))
                              | ((uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hit1, zero)) << 16));
            while (mask) {
                Py_ssize_t c = q + __builtin_ctz(mask);
                mask &= mask - 1;
                unsigned key = (unsigned)narrow(char_at(s, kind, c)) << 8
                               | narrow(char_at(s, kind, c + 1));
                if (!(exact[key >> 3] >> (key & 7) & 1)) {
                    continue;
                }
                Py_ssize_t got = check_words(set, s, kind, n, start, c, done, found);
                if (got < 0) {
                    return -1;
                }
                if (got) {
                    left -= got;
                    q = c + 1;
                    again = 1;
                    break;
                }
            }
            if (again) {
                break;
            }
        }
        if (again) {
            continue;
        }
        for (; q < n && left > 0; q++) {
            Py_ssize_t got = check_words(set, s, kind, n, start, q, done, found);
            if (got < 0) {
                return -1;
            }
            if (got) {
                left -= got;
                q++;
                break;
            }
        }
    }
    return 0;
}

/* find_words for each width, the width a constant in each (the vector loop has no branch) */
__attribute__((target("sse4.1"))) static int
find_words_1(const WordSet *set, const void *s, Py_ssize_t n, Py_ssize_t start, char *done,
             PyObject *found)
{
    return find_words(set, s, 1, n, start, done, found);
}

__attribute__((target("sse4.1"))) static int
find_words_2(const WordSet *set, const void *s, Py_ssize_t n, Py_ssize_t start, char *done,
             PyObject *found)
{
    return find_words(set, s, 2, n, start, done, found);
}

__attribute__((target("sse4.1"))) static int
find_words_4(const WordSet *set, const void *s, Py_ssize_t n, Py_ssize_t start, char *done,
             PyObject *found)
{
    return find_words(set, s, 4, n, start, done, found);
}

static int
word_order(const void *x, const void *y)
{
    const Word *a = x, *b = y;
    if ((a->m == 1) != (b->m == 1)) {
        return a->m == 1 ? -1 : 1; /* the singles first */
    }
    return a->key < b->key ? -1 : a->key > b->key;
}

/* The words of ``needles`` that can occur in a text of ``kind`` (1, 2 or 4), by pair (narrowed:
 * a character of 255 or more is read as 255). Returns 0, or -1 out of memory. */
static int
word_set(WordSet *set, PyObject *needles, const uint8_t *lay, int kind)
{
    Py_ssize_t k = PyTuple_GET_SIZE(needles);
    set->count = set->singles = 0;
    set->words = PyMem_Malloc(sizeof(Word) * (size_t)(k ? k : 1));
    if (set->words == NULL) {
        return -1;
    }
    memset(set->exact, 0, sizeof set->exact);
    for (Py_ssize_t j = 0; j < k; j++) {
        PyObject *needle = PyTuple_GET_ITEM(needles, j);
        Py_ssize_t m = PyUnicode_GET_LENGTH(needle);
        int own = PyUnicode_KIND(needle);
        if (m == 0 || own > kind) { /* a wider needle cannot occur in the text */
            continue;
        }
        Word *x = &set->words[set->count++];
        x->p = PyUnicode_DATA(needle);
        x->kind = own;
        x->m = m;
        x->off = lay[2 * j];
        x->needle = needle;
        x->head = x->mask = 0;
        if (own == 1) {
            memcpy(&x->head, x->p, (size_t)(m < 8 ? m : 8));
            memset(&x->mask, 0xff, (size_t)(m < 8 ? m : 8));
        }
        x->a = narrow(char_at(x->p, own, x->off));
        x->b = m > 1 ? narrow(char_at(x->p, own, x->off + 1)) : 0;
        x->key = (unsigned)x->a << 8 | x->b;
        x->bucket = lay[2 * j + 1];
        if (m == 1) {
            set->singles++;
            memset(set->exact + ((unsigned)x->a << 5), 0xff, 32);
        }
        else {
            set->exact[x->key >> 3] |= (uint8_t)(1u << (x->key & 7));
        }
    }
    qsort(set->words, (size_t)set->count, sizeof(Word), word_order);
    return 0;
}
#endif

static void
needles_dealloc(Needles *self)
{
#ifdef TC_X86
    PyMem_Free(self->one.words);
    PyMem_Free(self->two.words);
    PyMem_Free(self->four.words);
#endif
    Py_XDECREF(self->needles);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *
needles_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *needles, *layout;
    if (!PyArg_ParseTuple(args, "O!S:Needles", &PyTuple_Type, &needles, &layout)) {
        return NULL;
    }
    if (kwargs != NULL && PyDict_GET_SIZE(kwargs) > 0) {
        PyErr_SetString(PyExc_TypeError, "Needles() takes no keyword arguments");
        return NULL;
    }
    Py_ssize_t k = PyTuple_GET_SIZE(needles);
    const uint8_t *lay = (const uint8_t *)PyBytes_AS_STRING(layout);
    if (PyBytes_GET_SIZE(layout) != 2 * k) {
        PyErr_SetString(PyExc_ValueError, "Needles() layout must hold two bytes a needle");
        return NULL;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        PyObject *needle = PyTuple_GET_ITEM(needles, j);
        if (!PyUnicode_Check(needle)) {
            PyErr_SetString(PyExc_TypeError, "Needles() needles must be str");
            return NULL;
        }
        Py_ssize_t m = PyUnicode_GET_LENGTH(needle);
        if (lay[2 * j + 1] > 7 || (m > 0 && lay[2 * j] + (m > 1) >= m) || (m == 0 && lay[2 * j])) {
            PyErr_Format(PyExc_ValueError, "Needles() layout of needle %zd: its pair at %d "
                         "does not fit, or its bucket %d is not 0 to 7", j, lay[2 * j],
                         lay[2 * j + 1]);
            return NULL;
        }
    }
    Needles *self = (Needles *)type->tp_alloc(type, 0);
    if (self == NULL) {
        return NULL;
    }
    Py_INCREF(needles);
    self->needles = needles;
#ifdef TC_X86
    if (word_set(&self->one, needles, lay, 1) < 0 || word_set(&self->two, needles, lay, 2) < 0
        || word_set(&self->four, needles, lay, 4) < 0) {
        Py_DECREF(self);
        return PyErr_NoMemory();
    }
#endif
    return (PyObject *)self;
}

static PyObject *
needles_first(Needles *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 1 || nargs > 2 || !PyUnicode_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "first(text: str, start: int = 0)");
        return NULL;
    }
    PyObject *text = args[0];
    Py_ssize_t start = 0;
    if (nargs == 2) {
        start = PyNumber_AsSsize_t(args[1], PyExc_OverflowError);
        if (start == -1 && PyErr_Occurred()) {
            return NULL;
        }
    }
#ifdef TC_X86
    int kind = PyUnicode_KIND(text);
    if (use_avx2) {
        const WordSet *set = kind == PyUnicode_1BYTE_KIND   ? &self->one
                             : kind == PyUnicode_2BYTE_KIND ? &self->two
                                                            : &self->four;
        Py_ssize_t n = PyUnicode_GET_LENGTH(text);
        start = clamp_start(start, n);
        PyObject *found = PyDict_New();
        if (found == NULL) {
            return NULL;
        }
        /* the empty needle: str.find finds it at start, where start is in the text */
        for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(self->needles) && start <= n; j++) {
            PyObject *needle = PyTuple_GET_ITEM(self->needles, j);
            if (PyUnicode_GET_LENGTH(needle) == 0) {
                PyObject *at = PyLong_FromSsize_t(start);
                if (at == NULL || PyDict_SetItem(found, needle, at) < 0) {
                    Py_XDECREF(at);
                    Py_DECREF(found);
                    return NULL;
                }
                Py_DECREF(at);
                break;
            }
        }
        if (set->count > 0) {
            char *done = PyMem_Calloc((size_t)set->count, 1);
            if (done == NULL) {
                Py_DECREF(found);
                return PyErr_NoMemory();
            }
            const void *data = PyUnicode_DATA(text);
            int failed;
            if (kind == PyUnicode_1BYTE_KIND) {
                failed = find_words_1(set, data, n, start, done, found);
            }
            else if (kind == PyUnicode_2BYTE_KIND) {
                failed = find_words_2(set, data, n, start, done, found);
            }
            else {
                failed = find_words_4(set, data, n, start, done, found);
            }
            PyMem_Free(done);
            if (failed) {
                Py_DECREF(found);
                return NULL;
            }
        }
        return found;
    }
#endif
    Py_RETURN_NONE; /* the caller reads such a text its own way */
}

static PyMethodDef needles_methods[] = {
    {"first", (PyCFunction)(void (*)(void))needles_first, METH_FASTCALL,
     "first(text, start=0) -> dict[str, int] | None: {x: text.find(x, start)} for each needle "
     "x that occurs, in one pass; None without AVX2."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject NeedlesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "toolcalls._scan.Needles",
    .tp_basicsize = sizeof(Needles),
    .tp_dealloc = (destructor)needles_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Needles(needles: tuple[str, ...], layout: bytes): needles looked for in one "
              "pass (layout: toolcalls.toolkit.chars.layout(needles)).",
    .tp_methods = needles_methods,
    .tp_new = needles_new,
};

static PyMethodDef scan_methods[] = {
    {"firsts", (PyCFunction)(void (*)(void))scan_firsts, METH_FASTCALL,
     "firsts(text, chars, start=0) -> list[int]: [text.find(c, start) for c in chars], in one "
     "pass over the text."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef scan_module = {
    PyModuleDef_HEAD_INIT, "toolcalls._scan",
    "Multi-character and multi-needle searches with SIMD (see toolcalls.toolkit.chars).", -1,
    scan_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__scan(void)
{
#ifdef TC_X86
    __builtin_cpu_init();
    use_avx2 = __builtin_cpu_supports("avx2") && getenv("TOOLCALLS_NO_SIMD") == NULL;
#endif
    if (PyType_Ready(&NeedlesType) < 0) {
        return NULL;
    }
    PyObject *module = PyModule_Create(&scan_module);
    if (module == NULL) {
        return NULL;
    }
    if (PyModule_AddObject(module, "SIMD", PyBool_FromLong(use_avx2)) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    Py_INCREF(&NeedlesType);
    if (PyModule_AddObject(module, "Needles", (PyObject *)&NeedlesType) < 0) {
        Py_DECREF(&NeedlesType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
