package scenes
