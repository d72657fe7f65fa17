class Component:
    def __init__(self, **kwargs):
        self.options = kwargs
        print("Component done, leftover:", sorted(kwargs))


class Sized(Component):
    def __init__(self, width=0, height=0, **kwargs):
        self.width, self.height = width, height
        print("Sized", width, height)
        super().__init__(**kwargs)


class Colored(Component):
    def __init__(self, color="black", **kwargs):
        self.color = color
        print("Colored", color)
        super().__init__(**kwargs)


class Button(Sized, Colored):
    def __init__(self, text, **kwargs):
        self.text = text
        print("Button", text)
        super().__init__(**kwargs)


b = Button("OK", width=80, height=20, color="blue", tooltip="confirm")
print(b.text, b.width, b.height, b.color, b.options)
