def read_setting(settings, key):
    try:
        return settings[key]
    finally:
        print(f"  looked up {key!r}")


def always_default(settings, key):
    try:
        return settings[key]
    finally:
        return "default"


s = {"mode": "fast"}
print(read_setting(s, "mode"))
print(always_default(s, "mode"))
print(always_default(s, "missing"))
for i in range(3):
    try:
        if i == 1:
            continue
        print("body", i)
    finally:
        print("finally", i)
