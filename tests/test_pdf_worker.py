"""WeasyPrint runs in a worker process: started when needed, replaced if it dies, stopped
when idle, its warnings logged by the server."""
import logging
import os
import signal

from companion.pdf_worker import Renderer

PAGE = "<html lang='en'><title>t</title><section>text</section></html>"


def worker_pids(renderer: Renderer) -> set[int]:
    return set(renderer._pool._processes) if renderer._pool else set()


def test_a_stopped_worker_is_started_again_for_the_next_pdf():
    renderer = Renderer()
    try:
        assert renderer.call("write_pdf", PAGE, ".", "pdf/ua-1").startswith(b"%PDF")
        first = worker_pids(renderer)
        renderer._stop_if_idle()
        assert renderer._pool is None
        assert renderer.call("write_pdf", PAGE, ".", "pdf/ua-1").startswith(b"%PDF")
        assert worker_pids(renderer) and worker_pids(renderer) != first
    finally:
        renderer._stop_if_idle()


def test_a_dead_worker_is_replaced():
    renderer = Renderer()
    try:
        renderer.call("write_pdf", PAGE, ".", "pdf/ua-1")
        for pid in worker_pids(renderer):
            os.kill(pid, signal.SIGKILL)
        assert renderer.call("height_needed_mm", PAGE, ".") > 5
    finally:
        renderer._stop_if_idle()


def test_the_workers_warnings_are_logged_by_the_server(caplog):
    caplog.set_level(logging.WARNING, logger="weasyprint")
    renderer = Renderer()
    try:
        renderer.call("write_pdf", "<p style='colour: red'>x</p>", ".", "pdf/ua-1")
    finally:
        renderer._stop_if_idle()
    assert any(r.name.startswith("weasyprint") and "colour" in r.getMessage()
               for r in caplog.records)


def test_the_worker_warms_up_before_anyone_asks_for_a_pdf():
    renderer = Renderer()
    try:
        assert renderer.call("warm_up") is True and worker_pids(renderer)
    finally:
        renderer._stop_if_idle()
