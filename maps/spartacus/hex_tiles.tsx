<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex" tilewidth="56" tileheight="64" tilecount="2" columns="2">
 <image source="hex_tiles.png" width="112" height="64"/>
 <tile id="0"><properties><property name="look" value="sand"/></properties></tile>
 <tile id="1"><properties><property name="look" value="stands"/></properties></tile>
</tileset>
