def format_row(*cells, sep=" | ", width=8, align="<"):
    out = []
    for c in cells:
        out.append(f"{str(c):{align}{width}}")
    return sep.join(out).rstrip()


print(format_row("name", "qty", "price"))
print(format_row("apple", 3, 0.5))
print(format_row("pear", 12, 1.25, sep=" ; "))
print(format_row("kiwi", 7, 0.3, width=6, align=">"))

def connect(host, *, port=8080, secure=False):
    scheme = "https" if secure else "http"
    return f"{scheme}://{host}:{port}"

print(connect("localhost"))
print(connect("example.org", port=443, secure=True))
