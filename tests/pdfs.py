"""Helpers for tests that read PDFs: the page entries and their sizes, the text."""
import contextlib
import re
import subprocess
import zlib

MM_PER_PT = 25.4 / 72


def pdf_text(data: bytes) -> bytes:
    """The PDF's objects, compressed streams inflated, to read page entries from."""
    parts = [data]
    for match in re.finditer(rb"stream\r?\n", data):
        end = data.find(b"endstream", match.end())
        with contextlib.suppress(zlib.error):  # not every stream is deflated
            parts.append(zlib.decompress(data[match.end():end]))
    return b"\n".join(parts)


def page_sizes_mm(data: bytes) -> list[tuple[int, int]]:
    text = pdf_text(data)
    pages = re.findall(rb"/Type\s*/Page\b", text)
    boxes = re.findall(rb"/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]", text)
    assert len(boxes) == len(pages)
    return [(round((float(x2) - float(x1)) * MM_PER_PT), round((float(y2) - float(y1)) * MM_PER_PT))
            for x1, y1, x2, y2 in boxes]


def pdf_words(data: bytes) -> str:
    """The PDF's text as a reader gets it (Debian's pdftotext), spaces collapsed."""
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", "-", "-"], input=data,
                         capture_output=True, check=True, timeout=60).stdout.decode()
    return re.sub(r"[ \t\r\n\f\v]+", " ", out).strip()   # narrow no-break spaces kept
