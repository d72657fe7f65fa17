def handle(event):
    if event == "error":
        print("re-raising the current exception")
        raise
    return f"handled {event}"


print(handle("click"))
try:
    {}["x"]
except KeyError:
    print("inside handler we could re-raise")
print(handle("error"))
