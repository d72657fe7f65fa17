class Job:
    def __init__(self, name, steps):
        self.name = name
        self.steps = steps


class BadJob:
    def __init__(self, name):
        self.name = name
        return len(name)


j = Job("build", ["compile", "link"])
print(j.name, j.steps)
b = BadJob("deploy")
print(b.name)
