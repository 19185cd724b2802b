package menu
