import re
import json

def extract_links(html: str) -> list[str]:
    """Return all href targets in the page."""
    return re.findall(r'href="([^"]+)"', html)

def parse_table(text):
    rows = []
    for line in text.strip().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = [c.strip() for c in line.split("|") if c.strip()]
        if len(cells) >= 2:
            rows.append(cells)
    return rows

search_results = web_search("latest python release")
links = extract_links(search_results)
print(f"Found {len(links)} links")
for i, link in enumerate(links[:5], start=1):
    print(i, link)

try:
    info = json.loads(visit_webpage(links[0]))
except (json.JSONDecodeError, IndexError) as e:
    print(f"Could not parse: {e!r}")
    info = {}

version = info.get("version", "unknown")
print(f"Version: {version}")
