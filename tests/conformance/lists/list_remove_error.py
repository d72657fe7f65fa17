todo = ["email", "report", "call", "review"]
for done in ["call", "email"]:
    todo.remove(done)
    print("done:", done, "left:", todo)
todo.remove("lunch")
print(todo)
