"""The hashes fhrtool makes of its files and names, from CPython's own hash modules.

``hashlib`` loads OpenSSL's library as it is imported (about 4 MiB of memory, before any hash is made);
the modules below are the ones it falls back to without OpenSSL, and give the same digests. An
interpreter without them (built with no hash modules of its own) is given ``hashlib``'s.
"""

from __future__ import annotations

from typing import Any

try:
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - every CPython build fhrtool supports has it
    from hashlib import blake2b

sha256: Any
try:
    from _sha2 import sha256  # type: ignore[import-not-found, no-redef, unused-ignore]  # CPython 3.12 on
except ImportError:
    try:
        from _sha256 import sha256  # type: ignore[import-not-found, no-redef, unused-ignore]  # CPython 3.11
    except ImportError:  # pragma: no cover - an interpreter built without its own hash modules
        from hashlib import sha256

STAMP_DIGEST_BYTES = 32


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of ``data`` in hexadecimal (names made of a path: the same as every fhrtool made)."""
    digest: str = sha256(data).hexdigest()
    return digest


def content_hasher() -> blake2b:
    """A hasher for a file's bytes (BLAKE2b: several times faster than SHA-256 without OpenSSL)."""
    return blake2b(digest_size=STAMP_DIGEST_BYTES)
