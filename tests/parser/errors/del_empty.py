del
