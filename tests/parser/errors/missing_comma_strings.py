x = ["a" "b" c]
