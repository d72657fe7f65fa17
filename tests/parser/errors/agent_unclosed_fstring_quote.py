print(f"Total: {total}')
