"""The one check of every redirect target a request names (`?next=`): a path of this site.

A browser reads "/\t/evil.example" as "//evil.example" (it drops tabs and new lines) and
"/\\evil.example" likewise (a backslash is a slash to it), so a target is a path of ours
only when it starts with one "/", holds no blank, control character or backslash, and
names no scheme or host.
"""
from urllib.parse import urlsplit


def is_our_path(target: object) -> bool:
    if not isinstance(target, str) or not target.startswith("/") or target.startswith("//"):
        return False
    if any(c.isspace() or c == "\\" or ord(c) < 0x20 or ord(c) == 0x7F for c in target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


def safe_next(target: object, default: str) -> str:
    """`target` if it is a path of this site, else `default`."""
    return target if is_our_path(target) else default
