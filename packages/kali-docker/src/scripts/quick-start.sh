chmod +x kali-docker.sh
KALI_VNC_PASSWORD='choose12' ./kali-docker.sh
