class Move:
    __match_args__ = ("dx", "dy")

    def __init__(self, dx, dy):
        self.dx, self.dy = dx, dy


class Say:
    __match_args__ = ("text",)

    def __init__(self, text):
        self.text = text


class Quit:
    pass


x = y = 0
for action in [Move(1, 0), Say("hi"), Move(0, -2), Move(3, 3), Say(""), Quit()]:
    match action:
        case Move(0, dy):
            y += dy
            print("vertical", dy)
        case Move(dx, dy):
            x, y = x + dx, y + dy
            print("move", dx, dy)
        case Say(""):
            print("silence")
        case Say(text):
            print("says", text)
        case Quit():
            print("quit at", (x, y))
