"""The table on the players' devices: a web server on the local network, off until the GM starts it.

:mod:`~fhrtool.share.snapshot` turns a campaign into what the pages may show (the pure views of
:mod:`fhrtool.steps.table_view`, and each PC's chat palette); :mod:`~fhrtool.share.requests` reads a
player's request from a page, strictly; :mod:`~fhrtool.share.server` serves the pages from a thread of
its own, with its own asyncio loop. No Qt here: the application feeds the server snapshots and drains
its queue of requests. Nothing of this package is imported until sharing starts.
"""
