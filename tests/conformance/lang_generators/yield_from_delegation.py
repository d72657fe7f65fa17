def header():
    yield "# Report"
    yield ""


def section(title, rows):
    yield f"## {title}"
    yield from (f"- {r}" for r in rows)
    yield ""


def report(data):
    yield from header()
    for title, rows in data.items():
        yield from section(title, rows)
    yield from ["end", "of", "report"]
    yield from range(2)


for line in report({"done": ["login", "search"], "todo": ["export"]}):
    print(repr(line))
