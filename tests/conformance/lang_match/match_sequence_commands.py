def run(command):
    match command.split():
        case ["go", direction]:
            return f"moving {direction}"
        case ["go", direction, steps] if steps.isdigit():
            return f"moving {direction} {int(steps)} steps"
        case ["take", *objects] if objects:
            return f"taking {', '.join(objects)}"
        case ["take"]:
            return "take what?"
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return f"I don't understand {command!r}"


for c in ["go north", "go east 3", "go west x", "take key lamp", "take", "exit", "dance"]:
    print(run(c))
