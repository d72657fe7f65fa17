def apply_update(db, key, raw):
    try:
        value = int(raw)
    except ValueError:
        print(f"  rejected {key}={raw!r}")
    else:
        db[key] = value
        print(f"  stored {key}={value}")
    finally:
        print(f"  processed {key}")


db = {}
for key, raw in [("a", "1"), ("b", "two"), ("c", "3")]:
    apply_update(db, key, raw)
print(db)
