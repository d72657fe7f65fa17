def create_task(title, priority=3, **labels):
    return {"title": title, "priority": priority, "labels": labels}


print(create_task("write docs"))
print(create_task("fix bug", 1, team="core"))

def create_strict(title, priority=3):
    return {"title": title, "priority": priority}

print(create_strict("review", priority=2))
print(create_strict("deploy", prio=1))
