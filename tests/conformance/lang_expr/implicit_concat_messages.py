def error_message(field, limit):
    return ("validation failed: "
            f"field {field!r} "
            "exceeds the limit of "
            f"{limit} characters")


print(error_message("title", 80))
usage = ("usage: tool [options] FILE\n"
         "  -v  verbose\n"
         "  -q  quiet")
print(usage)
print(len("ab" "cd"), "x" "y" == "xy")
