print(f"Total: {total")
