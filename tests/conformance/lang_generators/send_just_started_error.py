def echo():
    received = []
    while True:
        msg = yield len(received)
        received.append(msg)
        print("echo:", msg)


e = echo()
print(next(e))
print(e.send("hello"))
print(e.send("world"))
fresh = echo()
fresh.send("too early")
