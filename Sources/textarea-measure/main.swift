print("textarea-measure")
