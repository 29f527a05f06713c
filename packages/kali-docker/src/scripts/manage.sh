docker logs -f kali-desktop     # follow the logs
docker stop kali-desktop        # stop the desktop
docker start kali-desktop       # start it again
docker rm -f kali-desktop       # remove the container
