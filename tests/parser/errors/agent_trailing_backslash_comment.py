x = 1 + \ # comment
    2
