# A traffic-light state machine as a generator driven by send().
def light():
    state = "red"
    while True:
        event = yield state
        if event == "timer":
            state = {"red": "green", "green": "yellow", "yellow": "red"}[state]
        elif event == "emergency":
            state = "red"
        elif event == "off":
            return "switched off in " + state
        else:
            print("  ignoring", repr(event))


m = light()
print(next(m))
for ev in ["timer", "timer", "honk", "emergency", "timer"]:
    print(ev, "->", m.send(ev))
try:
    m.send("off")
except StopIteration as e:
    print("stopped:", e.value)
print(next(m, "dead"))
