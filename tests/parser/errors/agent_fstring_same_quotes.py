x = f"{d["key"]}"
