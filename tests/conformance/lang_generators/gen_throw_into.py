def worker():
    handled = 0
    while True:
        try:
            task = yield handled
            print("  working on", task)
        except ValueError as e:
            handled += 1
            print("  recovered from", e)


w = worker()
next(w)
w.send("a")
print("handled:", w.throw(ValueError("bad input")))
w.send("b")
print("handled:", w.throw(ValueError("another")))
try:
    w.throw(KeyError("fatal"))
except KeyError as e:
    print("worker died with", repr(e))
print(next(w, "finished"))
