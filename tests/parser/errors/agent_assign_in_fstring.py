print(f"{x = 5}")
