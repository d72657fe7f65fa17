class Flag:
    def __init__(self, state):
        self.state = state

    def __bool__(self):
        return self.state


print(bool(Flag(True)), bool(Flag(False)))
flags = [Flag(True), Flag(False), Flag("yes")]
for f in flags:
    print("on" if f else "off")
