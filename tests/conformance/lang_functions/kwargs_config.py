def configure(name, **options):
    print(f"configuring {name} with {len(options)} options")
    for key in sorted(options):
        print(f"  {key} = {options[key]!r}")
    return options


cfg = configure("db", host="localhost", port=5432, debug=False)
print(type(cfg).__name__, cfg)
configure("cache")
more = configure("queue", retries=3, backoff=1.5)
print("retries" in more, "timeout" in more)
