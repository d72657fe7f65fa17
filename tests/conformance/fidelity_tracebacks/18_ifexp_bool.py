# A flag object whose __bool__ is broken.
class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        return self.v

print("yes" if Flag(True) else "no")
status = "on" if Flag("maybe") else "off"
print(status)
