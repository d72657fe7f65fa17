def reader(name):
    print(f"  open {name}")
    try:
        for i in range(1, 100):
            yield f"{name}:{i}"
    finally:
        print(f"  close {name}")


r = reader("log")
for line in r:
    print(line)
    if line.endswith("3"):
        break
r.close()
print("after close:", next(r, "done"))
r2 = reader("tmp")
r2.close()
print("closing an unstarted generator prints nothing")
