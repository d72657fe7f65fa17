def command(text):
    match text.strip().lower():
        case "start" | "go":
            return "starting"
        case "stop":
            return "stopping"
        case "status":
            return "all systems nominal"
        case -1:
            return "never matches a str"
        case "":
            return "empty command"
        case other:
            return f"unknown command {other!r}"


for t in ["Start", " stop ", "GO", "status", "", "reboot"]:
    print(repr(t), "->", command(t))
match 3.0:
    case 3:
        print("3.0 matches literal 3")
