# Sending a value into a generator that has not started yet.
def echo():
    while True:
        received = yield
        print("got", received)

e = echo()
e.send("hello")
