<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="hex_arena" tilewidth="112" tileheight="128" tilecount="6" columns="6">
 <image source="../../sprites/spartacus/hex_tiles.png" width="672" height="128"/>
 <tile id="0"><properties><property name="look" value="sand"/><property name="name" value="sand"/></properties></tile>
 <tile id="1"><properties><property name="look" value="sand"/><property name="name" value="sand_raked"/></properties></tile>
 <tile id="2"><properties><property name="look" value="sand"/><property name="name" value="sand_blood"/></properties></tile>
 <tile id="3"><properties><property name="look" value="sand"/><property name="name" value="sand_gate"/></properties></tile>
 <tile id="4"><properties><property name="look" value="stands"/><property name="name" value="stands"/></properties></tile>
 <tile id="5"><properties><property name="look" value="stands"/><property name="name" value="stands_brazier"/></properties></tile>
</tileset>
