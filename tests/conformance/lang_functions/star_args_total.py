def total(*amounts):
    print("got", len(amounts), "amounts:", amounts)
    return sum(amounts)


print(total())
print(total(5))
print(total(1.5, 2.5, 3))

def log(level, *parts):
    message = " ".join(str(p) for p in parts)
    print(f"[{level.upper()}] {message}")

log("info", "loaded", 3, "files")
log("warn")
log("error", "code", 500, None)
