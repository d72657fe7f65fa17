def log(event, **fields):
    parts = " ".join(f"{k}={v!a}" for k, v in fields.items())
    print(f"[{event!s:>6}] {parts}")


log("login", user="José", city="São Paulo")
log("search", query="naïve café", results=3)
log("logout", user="bob")
names = ["Ærø", "Łódź"]
print(f"{names!a} vs {names!r}")
print(f"{'plain'!a:>10}|")
