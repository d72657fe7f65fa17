f"{1abc}"
