"""``toolcalls serve``: the local playground (docs/cli.md)."""

from __future__ import annotations

import argparse

from toolcalls.cli._common import EXIT_OK, UsageError, say

__all__ = ["run"]


def run(args: argparse.Namespace) -> int:
    from toolcalls.serve import is_loopback, make_server  # noqa: PLC0415 - only for serve

    if not 0 <= args.port <= 65535:
        raise UsageError("--port must be from 0 to 65535")
    try:
        server = make_server(
            args.host, args.port, allowed_hosts=args.allow_host or (), quiet=args.quiet
        )
    except OSError as exc:
        reason = exc.strerror or exc
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {reason}") from None
    try:
        if not is_loopback(args.host) and not args.quiet:
            say(
                f"warning: listening on {args.host}, not on this machine's loopback: anyone who "
                "can reach this address can use the playground. Requests must name the server "
                f"in their Host header: {', '.join(sorted(server.allowed_hosts))} (add names "
                "with --allow-host)."
            )
        print(server.url, flush=True)
        if not args.quiet:
            say("toolcalls playground: open the address above; Ctrl-C stops it")
        server.serve_forever()
    finally:
        server.server_close()
    return EXIT_OK  # serve_forever returns only after shutdown()
