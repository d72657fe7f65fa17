class Task:
    def __init__(self, name, due):
        self.name = name
        self.due = due

    def __repr__(self):
        return f"Task({self.name}, due={self.due})"


tasks = [Task("report", 3), Task("email", 1), Task("review", 2)]
print(sorted(tasks, key=lambda t: t.due))
print(min(tasks, key=lambda t: t.due))
print(sorted(tasks))
