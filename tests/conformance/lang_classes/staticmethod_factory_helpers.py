class Color:
    def __init__(self, r, g, b):
        self.rgb = (r, g, b)

    @staticmethod
    def clamp(v):
        return max(0, min(255, int(v)))

    @staticmethod
    def from_hex(text):
        text = text.lstrip("#")
        return Color(*(int(text[i:i + 2], 16) for i in (0, 2, 4)))

    def lighten(self, pct):
        return Color(*(self.clamp(c + (255 - c) * pct) for c in self.rgb))

    def hex(self):
        return "#" + "".join(f"{c:02x}" for c in self.rgb)


c = Color.from_hex("#336699")
print(c.rgb, c.hex(), c.lighten(0.5).hex())
print(Color.clamp(300), Color.clamp(-5), c.clamp(12.9))
