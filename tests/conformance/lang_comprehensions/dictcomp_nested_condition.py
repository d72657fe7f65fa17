catalog = {
    "laptop": {"price": 999, "tags": ["tech", "work"]},
    "mug": {"price": 8, "tags": ["kitchen"]},
    "desk": {"price": 240, "tags": ["work", "home"]},
    "lamp": {"price": 35, "tags": ["home"]},
}
work = {k: v["price"] for k, v in catalog.items() if "work" in v["tags"]}
print(work)
by_tag = {t: sorted(k for k, v in catalog.items() if t in v["tags"])
          for t in sorted({t for v in catalog.values() for t in v["tags"]})}
print(by_tag)
bands = {k: ("$" if v["price"] < 50 else "$$" if v["price"] < 500 else "$$$") for k, v in catalog.items()}
print(bands)
