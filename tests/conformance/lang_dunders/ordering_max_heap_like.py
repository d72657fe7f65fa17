class Job:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority

    def __lt__(self, other):
        return self.priority < other.priority

    def __gt__(self, other):
        return self.priority > other.priority

    def __le__(self, other):
        return self.priority <= other.priority

    def __ge__(self, other):
        return self.priority >= other.priority

    def __ne__(self, other):
        return self.priority != other.priority


queue = [Job("email", 2), Job("backup", 5), Job("report", 3), Job("alert", 5)]
while queue:
    best = queue[0]
    for job in queue[1:]:
        if job > best:
            best = job
    queue.remove(best)
    print("run", best.name, best.priority)
print(Job("a", 1) <= Job("b", 1), Job("a", 1) >= Job("b", 2), Job("a", 1) != Job("b", 1))
