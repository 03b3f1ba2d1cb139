/* toolcalls._scan: the searches CPython has no fast C path for, vectorized.
 *
 * - firsts(text, chars, start=0): the first offset at or after start of each character of
 *   chars (-1 where it does not occur). str.find costs one memchr per character; here one
 *   pass over the text tests every character at once (a 16-entry table per nibble, looked up
 *   with AVX2's byte shuffle: the cost does not grow with the number of characters),
 *   restarted after each character found, without it.
 * - find(text, needle, start=0): text.find(needle, start). CPython's search for a short
 *   needle steps a few characters at a time (">>>" in 100 KB of Markdown: 64 us); here the
 *   needle's two rarest characters (by a fixed guess of how often each comes in text) are
 *   compared 32 positions at a time, the whole needle only where both agree.
 * - next_pair(text, pair, start=0): the first offset at or after start of pair[0] followed by
 *   one of the characters of pair[1:] (a group's character where one of its words may begin):
 *   both compared 32 places at a time, where a memchr stops at every occurrence of the first.
 *
 * find and next_pair use 128-bit vectors (SSE2, SSSE3), firsts 256-bit ones (AVX2): on the
 * Xeon the bench runs on, some 10 us of 256-bit work in a row (a few passes over 100 KB, and
 * glibc's memchr alike) slows the code that follows by 25 to 35 us (a frequency or power
 * transition); 128-bit passes cost 1.5 times as much and slow nothing. A parse calls find and
 * next_pair many times and firsts once (docs/performance.md).
 *
 * They run the vector path on texts of one byte a character (ASCII and Latin-1: CPython's
 * compact strings), on a CPU with AVX2; otherwise they ask CPython (PyUnicode_FindChar,
 * PyUnicode_Find), so the answers are str.find's everywhere. SIMD says which path runs.
 * toolcalls.toolkit.chars wraps them, with a Python fallback where this module is not built.
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

/* How rarely a character comes in prose, Markdown and code, roughly: blanks least rarely,
 * then lowercase letters by their frequency in English, punctuation of prose, capitals and
 * digits, markup punctuation most rarely. find() compares a needle's two rarest places. */
static int
rarity(uint8_t c)
{
    static const char letters[] = "etaoinsrhldcumfpgwybvkxjqz";
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
        return 0;
    }
    if (c >= 'a' && c <= 'z') {
        return 1 + (int)(strchr(letters, c) - letters);
    }
    if (c == '.' || c == ',' || c == '\'' || c == '"' || c == '-' || c == '`') {
        return 28;
    }
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
        return 30;
    }
    return 40;
}

static Py_ssize_t
find_needle(const uint8_t *s, Py_ssize_t i, Py_ssize_t n, const uint8_t *needle, Py_ssize_t m)
{
    /* the two places compared 32 starts at a time: the rarest characters, a before b */
    Py_ssize_t a = 0, b = m - 1;
    int best = -1;
    for (Py_ssize_t j = 0; j < m; j++) {
        if (rarity(needle[j]) > best) {
            best = rarity(needle[j]);
            a = j;
        }
    }
    best = -1;
    for (Py_ssize_t j = 0; j < m; j++) {
        int r = rarity(needle[j]) + (needle[j] != needle[a] ? 1 : 0);
        if (j != a && r > best) {
            best = r;
            b = j;
        }
    }
    if (b < a) {
        Py_ssize_t t = a;
        a = b;
        b = t;
    }
    const __m128i va = _mm_set1_epi8((char)needle[a]);
    const __m128i vb = _mm_set1_epi8((char)needle[b]);
    for (; i + b + 32 <= n; i += 32) {
        __m128i e0 = _mm_and_si128(
            _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i + a)), va),
            _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i + b)), vb));
        __m128i e1 = _mm_and_si128(
            _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i + a + 16)), va),
            _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i + b + 16)), vb));
        uint32_t both = (uint32_t)_mm_movemask_epi8(e0)
                        | ((uint32_t)_mm_movemask_epi8(e1) << 16);
        while (both) {
            Py_ssize_t at = i + __builtin_ctz(both);
            if (at + m <= n && memcmp(s + at, needle, (size_t)m) == 0) {
                return at;
            }
            both &= both - 1;
        }
    }
    for (; i + m <= n; i++) {
        if (s[i + a] == needle[a] && memcmp(s + i, needle, (size_t)m) == 0) {
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

__attribute__((target("ssse3"))) static Py_ssize_t
find_pair(const uint8_t *s, Py_ssize_t i, Py_ssize_t n, uint8_t first, const uint8_t lo[16],
          const uint8_t hi[16], const uint8_t table[256])
{
    const __m128i lead = _mm_set1_epi8((char)first);
    const __m128i lt = _mm_loadu_si128((const __m128i *)lo);
    const __m128i ht = _mm_loadu_si128((const __m128i *)hi);
    const __m128i low = _mm_set1_epi8(0x0f);
    const __m128i zero = _mm_setzero_si128();
    for (; i + 33 <= n; i += 32) {
        __m128i a0 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i)), lead);
        __m128i a1 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + i + 16)), lead);
        __m128i b0 = in_set16(_mm_loadu_si128((const __m128i *)(s + i + 1)), lt, ht, low);
        __m128i b1 = in_set16(_mm_loadu_si128((const __m128i *)(s + i + 17)), lt, ht, low);
        uint32_t both = (uint32_t)_mm_movemask_epi8(_mm_andnot_si128(_mm_cmpeq_epi8(b0, zero), a0))
                        | ((uint32_t)_mm_movemask_epi8(
                               _mm_andnot_si128(_mm_cmpeq_epi8(b1, zero), a1)) << 16);
        if (both) {
            return i + __builtin_ctz(both);
        }
    }
    for (; i + 1 < n; i++) {
        if (s[i] == first && table[s[i + 1]]) {
            return i;
        }
    }
    return -1;
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

static PyObject *
scan_find(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *text, *needle;
    Py_ssize_t start;
    if (!read_args("find", args, nargs, &text, &needle, &start)) {
        return NULL;
    }
#ifdef TC_X86
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t m = PyUnicode_GET_LENGTH(needle);
    if (use_avx2 && m >= 2 && PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND
        && PyUnicode_KIND(needle) == PyUnicode_1BYTE_KIND) {
        start = clamp_start(start, n);
        if (start > n - m) {
            return PyLong_FromLong(-1);
        }
        return PyLong_FromSsize_t(find_needle(PyUnicode_1BYTE_DATA(text), start, n,
                                              PyUnicode_1BYTE_DATA(needle), m));
    }
#endif
    Py_ssize_t at = PyUnicode_Find(text, needle, start, PY_SSIZE_T_MAX, 1);
    if (at == -2) {
        return NULL;
    }
    return PyLong_FromSsize_t(at);
}

static PyObject *
scan_next_pair(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    PyObject *text, *pair;
    Py_ssize_t start;
    if (!read_args("next_pair", args, nargs, &text, &pair, &start)) {
        return NULL;
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    Py_ssize_t k = PyUnicode_GET_LENGTH(pair);
    if (k < 1) {
        PyErr_SetString(PyExc_ValueError, "next_pair() needs the first character");
        return NULL;
    }
    start = clamp_start(start, n);
    int kind = PyUnicode_KIND(pair);
    const void *data = PyUnicode_DATA(pair);
    Py_UCS4 first = PyUnicode_READ(kind, data, 0);
#ifdef TC_X86
    if (use_avx2 && PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND && first < 256 && k <= 65) {
        Py_UCS4 seconds[64];
        Py_ssize_t m = 0;
        uint8_t table[256];
        memset(table, 0, sizeof table);
        for (Py_ssize_t j = 1; j < k; j++) {
            Py_UCS4 c = PyUnicode_READ(kind, data, j);
            if (c < 256 && !table[c]) {
                table[c] = 1;
                seconds[m++] = c;
            }
        }
        uint8_t lo[16], hi[16];
        if (m == 0) {
            return PyLong_FromLong(-1);
        }
        if (nibble_tables(seconds, m, lo, hi)) {
            return PyLong_FromSsize_t(find_pair(PyUnicode_1BYTE_DATA(text), start, n,
                                                (uint8_t)first, lo, hi, table));
        }
    }
#endif
    /* CPython's memchr to each first character, the next one compared */
    for (Py_ssize_t at = start; at + 1 < n;) {
        at = PyUnicode_FindChar(text, first, at, n - 1, 1);
        if (at == -2) {
            return NULL;
        }
        if (at < 0) {
            return PyLong_FromLong(-1);
        }
        Py_UCS4 next = PyUnicode_READ_CHAR(text, at + 1);
        for (Py_ssize_t j = 1; j < k; j++) {
            if (PyUnicode_READ(kind, data, j) == next) {
                return PyLong_FromSsize_t(at);
            }
        }
        at++;
    }
    return PyLong_FromLong(-1);
}

/* find_each for up to 8 needles of 2 characters or more, all one byte a character, in one
 * pass: each needle's rarest pair of neighbours goes to a bucket of its own (a bit of the
 * nibble tables); a place where a bucket's pair may stand is checked for the needle whole, and
 * a needle found leaves the tables. The pairs are read in order, so the first place that
 * checks is the needle's first occurrence. */
#ifdef TC_X86
/* The needles of the batch that may stand at q (their pairs' bucket bits there). */
static inline int
pair_bits(const uint8_t *s, Py_ssize_t q, const uint8_t tables[4][16])
{
    return tables[0][s[q] & 15] & tables[1][s[q] >> 4] & tables[2][s[q + 1] & 15]
           & tables[3][s[q + 1] >> 4];
}

/* Check the needles of bucket bits ``bits`` at pair place q; a needle found leaves ``left``. */
static int
check_at(const uint8_t *s, Py_ssize_t n, Py_ssize_t start, Py_ssize_t q, int bits,
         const uint8_t **nd, const Py_ssize_t *m, const Py_ssize_t *pair, Py_ssize_t k,
         int *left, Py_ssize_t *at)
{
    int found = 0;
    for (Py_ssize_t j = 0; j < k; j++) {
        Py_ssize_t from = q - pair[j];
        if ((bits & *left & (1 << j)) && from >= start && from + m[j] <= n
            && memcmp(s + from, nd[j], (size_t)m[j]) == 0) {
            at[j] = from;
            *left &= ~(1 << j);
            found = 1;
        }
    }
    return found;
}

__attribute__((target("ssse3"))) static void
find_batch(const uint8_t *s, Py_ssize_t n, Py_ssize_t start, const uint8_t **nd,
           const Py_ssize_t *m, Py_ssize_t k, Py_ssize_t *at)
{
    Py_ssize_t pair[8];
    int left = 0;
    for (Py_ssize_t j = 0; j < k; j++) {
        int best = -1000; /* below any pair's score: every needle gets one */
        pair[j] = 0;
        for (Py_ssize_t q = 0; q + 1 < m[j]; q++) {
            /* a doubled character (a fence's ``) comes in runs: a pair of two is rarer */
            int r = rarity(nd[j][q]) + rarity(nd[j][q + 1]) - (nd[j][q] == nd[j][q + 1] ? 20 : 0);
            if (r > best) {
                best = r;
                pair[j] = q;
            }
        }
        at[j] = -1;
        left |= 1 << j;
    }
    const __m128i low = _mm_set1_epi8(0x0f);
    const __m128i zero = _mm_setzero_si128();
    Py_ssize_t q = start;
    while (left && q + 1 < n) {
        uint8_t tables[4][16];
        memset(tables, 0, sizeof tables);
        for (Py_ssize_t j = 0; j < k; j++) {
            if (left & (1 << j)) {
                uint8_t a = nd[j][pair[j]], b = nd[j][pair[j] + 1], bit = (uint8_t)(1u << j);
                tables[0][a & 15] |= bit;
                tables[1][a >> 4] |= bit;
                tables[2][b & 15] |= bit;
                tables[3][b >> 4] |= bit;
            }
        }
        const __m128i alo = _mm_loadu_si128((const __m128i *)tables[0]);
        const __m128i ahi = _mm_loadu_si128((const __m128i *)tables[1]);
        const __m128i blo = _mm_loadu_si128((const __m128i *)tables[2]);
        const __m128i bhi = _mm_loadu_si128((const __m128i *)tables[3]);
        int found = 0;
        for (; !found && q + 17 <= n; q += 16) {
            __m128i hit = _mm_and_si128(
                in_set16(_mm_loadu_si128((const __m128i *)(s + q)), alo, ahi, low),
                in_set16(_mm_loadu_si128((const __m128i *)(s + q + 1)), blo, bhi, low));
            uint32_t mask = 0xffffu & ~(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hit, zero));
            while (mask) {
                Py_ssize_t c = q + __builtin_ctz(mask);
                mask &= mask - 1;
                if (check_at(s, n, start, c, pair_bits(s, c, tables), nd, m, pair, k, &left,
                             at)) {
                    found = 1; /* the tables lose it: go on after c */
                    q = c + 1 - 16;
                    break;
                }
            }
        }
        if (found) {
            continue;
        }
        for (; q + 1 < n; q++) {
            int bits = pair_bits(s, q, tables);
            if (bits && check_at(s, n, start, q, bits, nd, m, pair, k, &left, at)) {
                q++;
                break;
            }
        }
    }
}
#endif

static PyObject *
scan_find_each(PyObject *module, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 2 || nargs > 3 || !PyUnicode_Check(args[0]) || !PyTuple_Check(args[1])) {
        PyErr_SetString(PyExc_TypeError, "find_each(text: str, needles: tuple[str, ...], "
                                         "start: int = 0)");
        return NULL;
    }
    PyObject *text = args[0], *needles = args[1];
    Py_ssize_t start = 0;
    if (nargs == 3) {
        start = PyNumber_AsSsize_t(args[2], PyExc_OverflowError);
        if (start == -1 && PyErr_Occurred()) {
            return NULL;
        }
    }
    Py_ssize_t k = PyTuple_GET_SIZE(needles);
    for (Py_ssize_t j = 0; j < k; j++) {
        if (!PyUnicode_Check(PyTuple_GET_ITEM(needles, j))) {
            PyErr_SetString(PyExc_TypeError, "find_each() needles must be str");
            return NULL;
        }
    }
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    PyObject *result = PyList_New(k);
    if (result == NULL) {
        return NULL;
    }
    Py_ssize_t from = clamp_start(start, n);
    /* the vector path takes needles of two characters or more, one byte each, eight a pass */
    const uint8_t *nd[8];
    Py_ssize_t m[8], idx[8], at[8];
    Py_ssize_t batch = 0;
    for (Py_ssize_t j = 0; j < k; j++) {
        PyObject *needle = PyTuple_GET_ITEM(needles, j);
#ifdef TC_X86
        if (use_avx2 && PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND
            && PyUnicode_KIND(needle) == PyUnicode_1BYTE_KIND
            && PyUnicode_GET_LENGTH(needle) >= 2) {
            nd[batch] = PyUnicode_1BYTE_DATA(needle);
            m[batch] = PyUnicode_GET_LENGTH(needle);
            idx[batch++] = j;
            if (batch == 8) { /* a full pass; the rest after the loop */
                find_batch(PyUnicode_1BYTE_DATA(text), n, from, nd, m, batch, at);
                for (Py_ssize_t q = 0; q < batch; q++) {
                    PyList_SET_ITEM(result, idx[q], PyLong_FromSsize_t(at[q]));
                }
                batch = 0;
            }
            continue;
        }
#endif
        Py_ssize_t found = PyUnicode_Find(text, needle, start, PY_SSIZE_T_MAX, 1);
        if (found == -2) {
            Py_DECREF(result);
            return NULL;
        }
        PyList_SET_ITEM(result, j, PyLong_FromSsize_t(found));
    }
#ifdef TC_X86
    if (batch > 0) {
        find_batch(PyUnicode_1BYTE_DATA(text), n, from, nd, m, batch, at);
        for (Py_ssize_t q = 0; q < batch; q++) {
            PyList_SET_ITEM(result, idx[q], PyLong_FromSsize_t(at[q]));
        }
    }
#endif
    for (Py_ssize_t j = 0; j < k; j++) {
        if (PyList_GET_ITEM(result, j) == NULL) { /* an allocation failed above */
            Py_DECREF(result);
            return PyErr_NoMemory();
        }
    }
    return result;
}

static PyMethodDef scan_methods[] = {
    {"firsts", (PyCFunction)(void (*)(void))scan_firsts, METH_FASTCALL,
     "firsts(text, chars, start=0) -> list[int]: [text.find(c, start) for c in chars], in one "
     "pass over the text."},
    {"find", (PyCFunction)(void (*)(void))scan_find, METH_FASTCALL,
     "find(text, needle, start=0) -> int: text.find(needle, start), a short needle compared "
     "32 positions at a time."},
    {"next_pair", (PyCFunction)(void (*)(void))scan_next_pair, METH_FASTCALL,
     "next_pair(text, pair, start=0) -> int: the first offset at or after start of pair[0] "
     "followed by one of pair[1:], or -1."},
    {"find_each", (PyCFunction)(void (*)(void))scan_find_each, METH_FASTCALL,
     "find_each(text, needles, start=0) -> list[int]: [text.find(x, start) for x in needles], "
     "eight needles a pass."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef scan_module = {
    PyModuleDef_HEAD_INIT, "toolcalls._scan",
    "Multi-character and short-needle searches with AVX2 (see toolcalls.toolkit.chars).", -1,
    scan_methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__scan(void)
{
#ifdef TC_X86
    __builtin_cpu_init();
    use_avx2 = __builtin_cpu_supports("avx2") && getenv("TOOLCALLS_NO_SIMD") == NULL;
#endif
    PyObject *module = PyModule_Create(&scan_module);
    if (module != NULL && PyModule_AddObject(module, "SIMD", PyBool_FromLong(use_avx2)) < 0) {
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
