class E(Exception):
    def __str__(self):
        return "custom: " + ", ".join(map(str, self.args))
raise E(1, 2)
