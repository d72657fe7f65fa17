def status_text(code):
    match code:
        case 200:
            return "OK"
        case 201:
            return "Created"
        case 404:
            return "Not Found"
        case 500:
            return "Server Error"
        case _:
            return "Unknown"


for code in [200, 404, 418, 500, 201]:
    print(code, status_text(code))

def flag(value):
    match value:
        case True:
            return "true"
        case None:
            return "none"
        case 0:
            return "zero"
        case "":
            return "empty string"
        case _:
            return "other"

print([flag(v) for v in [True, None, 0, "", 1, False]])
